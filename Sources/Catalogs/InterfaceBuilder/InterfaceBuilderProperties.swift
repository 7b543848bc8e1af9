/// Which attributes of an Interface Builder document are text a person reads, and how Xcode names them in the
/// object-ID keys it exports (`<id>.<property>`).
///
/// Kept in one place so the reader and the tests agree on the names; a name Xcode spells otherwise only costs the
/// English text of that one property (the object's role is still found by its ID).
enum InterfaceBuilderProperties {
    /// The attributes (and `<string key="…">` children) that hold localizable text. Identifiers, image and font
    /// names, key equivalents and Interface Builder's own `userLabel` are not among them.
    static let attributes: Set<String> = [
        "title", "alternateTitle", "label", "paletteLabel", "toolTip", "placeholderString", "placeholder", "text",
        "headerTitle", "footerTitle", "prompt", "backButtonTitle",
    ]

    static func isAttribute(_ name: String) -> Bool {
        attributes.contains(name)
    }

    /// The property of a `<segment>`'s attribute, the `index`th of its control: UIKit's `title`s are
    /// `segmentTitles[i]`, AppKit's `label`s and `toolTip`s `ibShadowedLabels[i]` and `ibShadowedToolTips[i]`.
    static func segmentProperty(_ attribute: String, index: Int) -> String? {
        switch attribute {
        case "title": return "segmentTitles[\(index)]"
        case "label": return "ibShadowedLabels[\(index)]"
        case "toolTip": return "ibShadowedToolTips[\(index)]"
        default: return nil
        }
    }

    /// The property of an `<accessibility>` child's attribute (UIKit): `accessibilityLabel`, `accessibilityHint`.
    static func accessibilityProperty(_ attribute: String) -> String? {
        switch attribute {
        case "label": return "accessibilityLabel"
        case "hint": return "accessibilityHint"
        default: return nil
        }
    }

    /// The platform a document's `targetRuntime` (`MacOSX.Cocoa`, `iOS.CocoaTouch`, `AppleTV`, `watchKit`) or,
    /// failing that, its `type` (`com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB`,
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`, …) names: `macos`, `ios`, `tvos`, `watchos`; nil for neither.
    static func platform(type: String?, targetRuntime: String?) -> String? {
        for text in [targetRuntime, type].compactMap({ $0?.lowercased() }) {
            if text.contains("cocoatouch") || text.hasPrefix("ios") { return "ios" }
            if text.contains("appletv") { return "tvos" }
            if text.contains("watchkit") { return "watchos" }
            if text.contains("macosx") || text.contains("cocoa") { return "macos" }
        }
        return nil
    }
}
