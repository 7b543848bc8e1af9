import AppIntents

struct WaterBedIntent: AppIntent {
    static var title: LocalizedStringResource = "Water Bed" // expect: activity-title "Water Bed"
    static let description = IntentDescription("Waters one bed of the greenhouse.") // expect: label "Waters one bed of the greenhouse."

    @Parameter(title: .init("intent.bed.title", defaultValue: "Bed"), description: "The bed to water.") // expect: label "intent.bed.title"; label "The bed to water."
    var bed: String

    func perform() async throws -> some IntentResult { .result() }
}

struct ShadeIntent: AppIntent {
    static var title: LocalizedStringResource { "Lower Shades" } // expect: activity-title "Lower Shades"
    func perform() async throws -> some IntentResult { .result() }
}

/// A widget's configuration: its title names the configuration, not an action, so it keeps no role.
struct BedWidgetIntent: AppIntent, WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Bed to show" // expect: - "Bed to show"
}

enum Season: String, AppEnum {
    case spring
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Season") // expect: label "Season"
    static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [
        .spring: DisplayRepresentation(title: "Spring", subtitle: "March to May"), // expect: label "Spring"; label "March to May"
    ]
}

struct GreenhouseShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: WaterBedIntent(), phrases: ["Water a bed in \(.applicationName)"], shortTitle: "Water Bed", systemImageName: "drop") // expect: activity-title "Water Bed"
    }
}
