import Catalogs
import CopylintBase
import Foundation
import Width

/// The width model's faces that know the configuration and the engine's analyzed strings, which the `Width`
/// module below `Rules` cannot see.
extension WidthModel {
    /// The model a configuration asks for; relative font paths are taken from the configuration file's folder.
    /// (Borrowed: checks make a model per string, and an owned argument copied the whole configuration.)
    public init(configuration: borrowing Configuration) {
        var fonts = configuration.fonts
        if let configPath = configuration.path {
            let folder = URL(fileURLWithPath: configPath).deletingLastPathComponent()
            for (name, path) in fonts where !path.hasPrefix("/") {
                fonts[name] = folder.appendingPathComponent(path).standardizedFileURL.path
            }
        }
        self.init(settings: configuration.width, fonts: fonts, platform: configuration.platform)
    }

    /// `WidthModel(configuration:).measurer(for:)` without making the model when no fonts are configured (the
    /// metrics then measure every role).
    static func measurer(for role: Role, configuration: borrowing Configuration) -> any TextMeasurer {
        if configuration.fonts.isEmpty { return FontChains.metricsMeasurer }
        return WidthModel(configuration: configuration).measurer(for: role)
    }

    /// `prepare` for an analyzed string, reusing its scalars and masked prose.
    func prepare(_ string: AnalyzedString, role: Role, font: FontSpec) -> Prepared {
        prepare(string.text, role: role, locale: string.locale, font: font, scalars: { string.scalars }, prose: { string.prose })
    }

    /// `width(of:role:font:)` for an analyzed string, reusing its scalars and masked prose.
    func width(of string: AnalyzedString, role: Role, font: FontSpec) -> Double {
        MeasuredText.width(
            of: string.text, font: font, measurer: measurer(for: role), scalars: { string.scalars }, prose: { string.prose }
        )
    }

    /// `width(of:role:font:)` for an analyzed string with the role's measurer already looked up.
    static func width(of string: AnalyzedString, measurer: any TextMeasurer, font: FontSpec) -> Double {
        MeasuredText.width(of: string.text, font: font, measurer: measurer, scalars: { string.scalars }, prose: { string.prose })
    }
}

extension HarfBuzzLibrary {
    /// The run's one error when the configuration names fonts and HarfBuzz cannot be loaded (nil otherwise, and
    /// HarfBuzz is not even looked for when no font is configured).
    public static func missingLibraryError(for configuration: borrowing Configuration) -> ReadError? {
        guard !configuration.fonts.isEmpty, let reason = unavailableReason else { return nil }
        return ReadError(
            file: configuration.path ?? ".copylint.json",
            message: "\(reason); the configured fonts are not used and widths are measured with the built-in tables"
                + " (install HarfBuzz: apt-get install libharfbuzz0b, or brew install harfbuzz)"
        )
    }
}

extension WidthSettings {
    /// The keys of the `width` configuration section.
    public static let keys: [String] = WidthSettingKey.allCases.map(\.rawValue).sorted()
}
