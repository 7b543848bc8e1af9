import SwiftUI

/// A watch alert: it fills the watch's screen and scrolls, and its buttons wrap.
struct FrostWateringView: View {
    @State private var asking = false

    var body: some View {
        Text("Beds") // expect: label "Beds"
            .alert("Every bed in the greenhouse needs water before the frost arrives tonight", isPresented: $asking) { // expect: alert-title "Every bed in the greenhouse needs water before the frost arrives tonight"
                Button("Water") {} // expect: alert-button "Water"
            } message: {
                Text("Watering now keeps the soil from freezing. The pumps run for ten minutes a bed, and each bed is listed as it finishes, so keep the app open until the last one is done.") // expect: alert-message "Watering now keeps the soil from freezing. The pumps run for ten minutes a bed, and each bed is listed as it finishes, so keep the app open until the last one is done."
            }
    }
}
