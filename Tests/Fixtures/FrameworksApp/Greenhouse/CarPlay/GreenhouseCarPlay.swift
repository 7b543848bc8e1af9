import CarPlay

/// The greenhouse on the car's screen: beds, a watering alert, a harvest sheet.
final class GreenhouseCarPlay {
    var interfaceController: CPInterfaceController?

    func bedsTemplate() -> CPListTemplate {
        let row = CPListItem(text: "Tomato bed", detailText: "Watered this morning") // expect: label "Tomato bed" plain; label "Watered this morning" plain
        let section = CPListSection(items: [row], header: "Raised beds", sectionIndexTitle: nil) // expect: label "Raised beds" plain
        let template = CPListTemplate(title: "Beds", sections: [section]) // expect: nav-title "Beds" plain
        template.tabTitle = "Garden" // expect: tab "Garden" plain
        template.emptyViewSubtitleVariants = ["No beds planted yet"] // expect: label "No beds planted yet" plain
        row.setDetailText("Needs water") // expect: label "Needs water" plain
        let refresh = CPBarButton(title: "Refresh") { _ in } // expect: toolbar-item "Refresh" plain
        template.trailingNavigationBarButtons = [refresh]
        return template
    }

    func confirmWatering() {
        let alert = CPAlertTemplate(titleVariants: ["Water every bed now?", "Water now?"], actions: [ // expect: alert-title "Water every bed now?" plain; alert-title "Water now?" plain
            .init(title: "Water", style: .default) { _ in }, // expect: alert-button "Water" plain
            CPAlertAction(title: "Not Now", style: .cancel) { _ in }, // expect: alert-button "Not Now" plain
        ])
        interfaceController?.presentTemplate(alert, animated: true, completion: nil)
    }

    func offerHarvest() {
        let pick = CPAlertAction(title: "Pick Ripe Ones", style: .default) { _ in } // expect: action-sheet-button "Pick Ripe Ones" plain
        let wait = CPAlertAction(title: "Wait a Week", style: .cancel) { _ in } // expect: action-sheet-button "Wait a Week" plain
        let sheet = CPActionSheetTemplate(title: "Harvest", message: "Three beds have ripe fruit.", actions: [pick, wait]) // expect: action-sheet-title "Harvest" plain; alert-message "Three beds have ripe fruit." plain
        interfaceController?.presentTemplate(sheet, animated: true, completion: nil)
        let lonely = CPAlertAction(title: "Dismiss", style: .cancel) { _ in } // expect: alert-button "Dismiss" plain
        _ = lonely
    }

    func details() -> CPInformationTemplate {
        CPInformationTemplate(title: "Soil", layout: .leading, items: [ // expect: nav-title "Soil" plain
            CPInformationItem(title: "Moisture", detail: "Damp"), // expect: label "Moisture" plain; label "Damp" plain
        ], actions: [CPTextButton(title: "Open Valve", textStyle: .normal) { _ in }]) // expect: button "Open Valve" plain
    }
}
