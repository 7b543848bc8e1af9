import CarPlay

/// A bar button in the car, named by a localized key through a helper of the app's own.
final class GreenhouseBars {
    func carButton() -> CPBarButton {
        bar(title: String(localized: "Refresh Beds")) // expect: - "Refresh Beds"
    }

    private func bar(title: String) -> CPBarButton {
        CPBarButton(title: title) { _ in }
    }
}
