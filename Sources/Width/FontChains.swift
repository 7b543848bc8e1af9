import CopylintBase
import Foundation

/// Turns the configuration's `fonts` map into a measurer per role, opening each font file once per process.
///
/// `fonts` keys: `default` (the font every role is set in), a role name (`alert-title`: that role's own font,
/// tried before `default`), and any other name (`cjk`, `arabic`, …): fallback fonts, tried in name order for
/// characters the role's font lacks. Characters no font has are measured with the width metrics. With no
/// fonts configured every role uses the metrics.
public enum FontChains {
    private static let cache = MeasurerCache()
    private static let roleNames = Set(Role.allCases.map(\.rawValue))
    /// The metrics as a `TextMeasurer`, boxed once: boxing `MetricsMeasurer.shared` anew on every call copied the
    /// whole width metrics into a fresh existential each time.
    public static let metricsMeasurer: any TextMeasurer = MetricsMeasurer.shared

    /// The font files for a role, in fallback order.
    public static func paths(for role: Role, fonts: [String: String]) -> [String] {
        guard !fonts.isEmpty else { return [] }
        var paths: [String] = []
        if let own = fonts[role.rawValue] { paths.append(own) }
        if let main = fonts["default"] { paths.append(main) }
        for name in fonts.keys.sorted() where name != "default" && !roleNames.contains(name) {
            paths.append(fonts[name]!)
        }
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    /// The measurer for a role: shaped with the role's font chain, or the metrics when it has none. A font that
    /// cannot be opened (the configuration reader already checked that it exists) leaves the metrics in charge.
    public static func measurer(for role: Role, fonts: [String: String]) -> any TextMeasurer {
        let chain = paths(for: role, fonts: fonts)
        guard !chain.isEmpty else { return metricsMeasurer }
        return (try? cache.measurer(for: chain)) ?? metricsMeasurer
    }

    /// A shaped measurer for explicit font files (`copylint measure --font`), opened once per process.
    public static func measurer(fontPaths: [String]) throws(FontLoadError) -> any TextMeasurer {
        guard !fontPaths.isEmpty else { return MetricsMeasurer.shared }
        return try cache.measurer(for: fontPaths)
    }
}

/// Shaped measurers by font chain, shared between threads.
private final class MeasurerCache: @unchecked Sendable {
    private let lock = NSLock()
    private var measurers: [[String]: ShapedMeasurer] = [:]

    func measurer(for chain: [String]) throws(FontLoadError) -> ShapedMeasurer {
        lock.lock()
        defer { lock.unlock() }
        if let existing = measurers[chain] { return existing }
        let created = try ShapedMeasurer(fontPaths: chain)
        measurers[chain] = created
        return created
    }
}
