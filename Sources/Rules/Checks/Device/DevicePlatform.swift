import Language

/// How people act on a platform's UI, which decides the Apple Style Guide's verbs: on a touch platform they
/// tap and touch and hold; with a pointer they click and press and hold; with a remote (tvOS) they press,
/// click the touch surface and swipe.
enum DevicePlatform: Sendable, Equatable {
    case touch
    case pointer
    case remote

    init(configured platform: String, words: CopyWords.DeviceVerbs) {
        let name = platform.lowercased()
        if words.touchPlatforms.contains(name) {
            self = .touch
        } else if words.pointerPlatforms.contains(name) {
            self = .pointer
        } else {
            self = .remote
        }
    }

    /// The platform a string is shown on: its device variation's (`device.mac`, `device.iphone.plural.one`)
    /// when it has one, since a String Catalog or stringsdict shows that variation on that device only;
    /// otherwise the configured platform. `device.other` in a Mac project is the text of the devices that are
    /// not Macs (a catalog that varies by device gives the Mac its own variation), so it counts as touch.
    /// Also returns the name for messages.
    static func of(_ variation: String, configured platform: String, words: CopyWords.DeviceVerbs) -> (DevicePlatform, name: String) {
        let components = variation.split(separator: ".")
        if let index = components.firstIndex(of: "device"), index + 1 < components.count {
            switch components[index + 1].lowercased() {
            case "iphone", "ipod": return (.touch, "iPhone")
            case "ipad": return (.touch, "iPad")
            case "applewatch": return (.touch, "Apple Watch")
            case "applevision": return (.touch, "Apple Vision Pro")
            case "mac": return (.pointer, "Mac")
            case "appletv": return (.remote, "Apple TV")
            case "other":
                // Beside a Mac variation, "other" is what iPhone and iPad show, even in a Mac project.
                let configured = DevicePlatform(configured: platform, words: words)
                if configured == .pointer { return (.touch, "iPhone and iPad") }
            default: break
            }
        }
        return (DevicePlatform(configured: platform, words: words), displayName(platform))
    }

    /// The platform's name as Apple writes it, for messages.
    static func displayName(_ platform: String) -> String {
        switch platform.lowercased() {
        case "ios": return "iOS"
        case "ipados": return "iPadOS"
        case "macos": return "macOS"
        case "watchos": return "watchOS"
        case "tvos": return "tvOS"
        case "visionos": return "visionOS"
        default: return platform
        }
    }
}
