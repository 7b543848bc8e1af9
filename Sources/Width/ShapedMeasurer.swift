/// Measures text by shaping it with HarfBuzz in real font files: exact widths with kerning, ligatures, Arabic
/// joining and Indic clusters, for a team that points copylint at the font its app uses.
///
/// Fonts form a fallback chain, as a system font stack does: each scalar is set in the first font that has a
/// glyph for it (combining marks stay with their base), consecutive scalars in one font are shaped together
/// with the whole string as context, and scalars no font covers are measured with the width metrics.
public struct ShapedMeasurer: TextMeasurer {
    /// The chain for one weight: a variable font serves both weights; a static one is used for both as is.
    struct Chain: Sendable {
        var faces: [FontFace]
    }

    let regular: Chain
    let semibold: Chain
    let metricsMeasurer: MetricsMeasurer

    /// Opens the font files in order (a `#N` suffix picks a face of a collection). Throws the first path that
    /// is not a readable font.
    public init(fontPaths: [String], metricsMeasurer: MetricsMeasurer = .shared) throws(FontLoadError) {
        var regular: [FontFace] = []
        var semibold: [FontFace] = []
        for path in fontPaths {
            guard let face = FontFace(path: path, weight: .regular) else { throw FontLoadError(path: path) }
            regular.append(face)
            if face.hasWeightAxis, let heavy = FontFace(path: path, weight: .semibold) {
                semibold.append(heavy)
            } else {
                semibold.append(face)
            }
        }
        self.regular = Chain(faces: regular)
        self.semibold = Chain(faces: semibold)
        self.metricsMeasurer = metricsMeasurer
    }

    public var name: String {
        let files = regular.faces.map { face in
            let file = face.path.split(separator: "/").last.map(String.init) ?? face.path
            return face.faceIndex == 0 ? file : "\(file)#\(face.faceIndex)"
        }
        return "shaped with HarfBuzz: \(files.joined(separator: ", ")) (tables for anything they lack)"
    }

    public func advances(of text: String, font: FontSpec) -> [Double] {
        let chain = font.weight == .regular ? regular : semibold
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return [] }
        var utf16: [UInt16] = []
        utf16.reserveCapacity(scalars.count)
        var utf16Start: [Int] = []  // the UTF-16 offset of each scalar
        utf16Start.reserveCapacity(scalars.count + 1)
        for scalar in text.unicodeScalars {
            utf16Start.append(utf16.count)
            utf16.append(contentsOf: scalar.utf16)
        }
        utf16Start.append(utf16.count)
        let choice = fontChoice(for: scalars, chain: chain)
        var result = [Double](repeating: 0, count: scalars.count)
        let fallbackDesignUnits = metricsMeasurer.designUnits(of: scalars, weight: font.weight)
        let metricsScale = font.size / metricsMeasurer.metrics.designUnitsPerEm
        var runStart = 0
        while runStart < scalars.count {
            var runEnd = runStart + 1
            while runEnd < scalars.count, choice[runEnd] == choice[runStart] { runEnd += 1 }
            let fontIndex = choice[runStart]
            var shaped = false
            if fontIndex >= 0 {
                let face = chain.faces[fontIndex]
                let start = utf16Start[runStart]
                if let clusterAdvances = face.shape(utf16, start: start, length: utf16Start[runEnd] - start) {
                    let scale = font.size / face.designUnitsPerEm
                    for scalarIndex in runStart..<runEnd {
                        var sum: Int32 = 0
                        for offset in utf16Start[scalarIndex]..<utf16Start[scalarIndex + 1] {
                            sum += clusterAdvances[offset - start]
                        }
                        result[scalarIndex] = Double(sum) * scale
                    }
                    shaped = true
                }
            }
            if !shaped {
                for scalarIndex in runStart..<runEnd { result[scalarIndex] = fallbackDesignUnits[scalarIndex] * metricsScale }
            }
            runStart = runEnd
        }
        return result
    }

    /// For each scalar, the index of the first face that covers it (-1: none, use the metrics). Marks, joiners
    /// and variation selectors follow the scalar before them so clusters are shaped whole.
    private func fontChoice(for scalars: [UInt32], chain: Chain) -> [Int] {
        var choice = [Int](repeating: -1, count: scalars.count)
        for (index, value) in scalars.enumerated() {
            if index > 0, Self.followsBase(value) {
                choice[index] = choice[index - 1]
                continue
            }
            choice[index] = chain.faces.firstIndex { $0.covers(value) } ?? -1
        }
        return choice
    }

    private static func followsBase(_ value: UInt32) -> Bool {
        if value == 0x200D || value == 0x200C || MetricsMeasurer.isEmojiContinuation(value) { return true }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

/// A configured font file that could not be opened as a font.
public struct FontLoadError: Error, Sendable, CustomStringConvertible {
    public var path: String

    public var description: String {
        if let reason = HarfBuzzLibrary.unavailableReason { return "cannot open '\(path)' as a font: \(reason)" }
        return "cannot open '\(path)' as a font (.ttf, .otf, or .ttc with #index)"
    }
}
