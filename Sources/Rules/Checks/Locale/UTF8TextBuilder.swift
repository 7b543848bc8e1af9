/// Builds a suggestion's text from scalar slices and strings through one UTF-8 buffer, decoded into a `String`
/// once at the end: appending scalars to a `String.UnicodeScalarView` one by one costs several times more.
/// Gives the same string as the scalar view would (the same scalars, encoded the same way).
struct UTF8TextBuilder {
    private var bytes: [UInt8] = []
    /// The last scalar appended, nil while nothing has been.
    private(set) var lastScalar: Unicode.Scalar?

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        lastScalar = scalar
    }

    mutating func append(_ scalars: ArraySlice<Unicode.Scalar>) {
        for scalar in scalars { append(scalar) }
    }

    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        bytes.append(contentsOf: text.utf8)
        lastScalar = text.unicodeScalars.last
    }

    /// The text built so far.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
