/// A byte scan that tells, before any word segmentation, whether a text can hold a device verb at all: most
/// strings have no "tap", "click", "touch" or "press" in them, and a million-string audit should not segment
/// them for nothing.
enum VerbPrefilter {
    /// The lowercase ASCII stems every reported word or phrase contains ("long press" contains "press").
    private static let stems: [[UInt8]] = ["tap", "click", "touch", "press"].map { Array($0.utf8) }

    static func mayContainDeviceVerb(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        var window: [UInt8] = []
        window.reserveCapacity(5)
        while let byte = bytes.next() {
            let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
            window.append(lowered)
            if window.count > 5 { window.removeFirst() }
            for stem in stems where window.count >= stem.count && window.suffix(stem.count).elementsEqual(stem) {
                return true
            }
        }
        return false
    }
}
