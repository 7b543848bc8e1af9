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
