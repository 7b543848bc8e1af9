/// The iOS Dynamic Type sizes, from xSmall to the largest accessibility size (AX5), with the point size of
/// every text style at each (HIG Typography, "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type
/// sizes", https://developer.apple.com/design/human-interface-guidelines/typography). Width rules measure a
/// role's text style at the configured size.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.position < rhs.position
    }

    var position: Int { Self.allCases.firstIndex(of: self)! }

    /// Reads a size as users write it: `large`, `xSmall`, `xxxl`, `ax3`, `AX3`, `accessibility3`,
    /// `accessibilityExtraLarge` (UIKit names), case-insensitive.
    public init?(name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        guard let size = Self.aliases[key] else { return nil }
        self = size
    }

    /// Every spelling `init(name:)` knows, in lowercase, sorted (it also ignores case, `-`, `_` and spaces).
    public static var spellings: [String] { aliases.keys.sorted() }

    private static let aliases: [String: DynamicTypeSize] = {
        var sizesByName: [String: DynamicTypeSize] = [:]
        let names: [(DynamicTypeSize, [String])] = [
            (.xSmall, ["xsmall", "xs", "extrasmall"]),
            (.small, ["small", "s"]),
            (.medium, ["medium", "m"]),
            (.large, ["large", "l", "default"]),
            (.xLarge, ["xlarge", "xl", "extralarge"]),
            (.xxLarge, ["xxlarge", "xxl", "extraextralarge"]),
            (.xxxLarge, ["xxxlarge", "xxxl", "extraextraextralarge"]),
            (.ax1, ["ax1", "accessibility1", "accessibilitymedium"]),
            (.ax2, ["ax2", "accessibility2", "accessibilitylarge"]),
            (.ax3, ["ax3", "accessibility3", "accessibilityextralarge"]),
            (.ax4, ["ax4", "accessibility4", "accessibilityextraextralarge"]),
            (.ax5, ["ax5", "accessibility5", "accessibilityextraextraextralarge"]),
        ]
        for (size, keys) in names {
            for key in keys { sizesByName[key] = size }
        }
        return sizesByName
    }()

    /// The name copylint prints (`large`, `ax3`).
    public var name: String { rawValue }

    /// How users see it in Settings: "Large (default)", "AX3".
    public var displayName: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .ax1: return "AX1"
        case .ax2: return "AX2"
        case .ax3: return "AX3"
        case .ax4: return "AX4"
        case .ax5: return "AX5"
        }
    }
}

/// The iOS text styles UI copy is set in, with their weight and their point size at every Dynamic Type size.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes from xSmall to AX5 (HIG Typography).
    private var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at a Dynamic Type size.
    public func pointSize(at size: DynamicTypeSize) -> Double {
        sizes[size.position]
    }

    /// Headline is semibold; every other style is regular (their emphasized variants are not used for copy).
    public var weight: FontSpec.Weight {
        self == .headline ? .semibold : .regular
    }

    /// The HIG's name for the style.
    public var displayName: String {
        switch self {
        case .largeTitle: return "Large Title"
        case .title1: return "Title 1"
        case .title2: return "Title 2"
        case .title3: return "Title 3"
        case .headline: return "Headline"
        case .body: return "Body"
        case .callout: return "Callout"
        case .subheadline: return "Subhead"
        case .footnote: return "Footnote"
        case .caption1: return "Caption 1"
        case .caption2: return "Caption 2"
        }
    }
}
