import SwiftUI
import WidgetKit

struct BedsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "beds", provider: BedsProvider()) { entry in
            BedsView(entry: entry)
        }
        .configurationDisplayName("Beds at a Glance") // expect: label "Beds at a Glance"
        .description("Shows which beds need water.") // expect: label "Shows which beds need water."
        .supportedFamilies([.systemSmall])
    }
}

struct Harvest {
    /// Not a widget's description: an ordinary method of the app's own, whose text gets no role.
    func summary() -> String { Recorder().description("Ripe") }
}
