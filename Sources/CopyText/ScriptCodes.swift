import CICU

/// ICU's numeric script codes and their ISO 15924 names, read from ICU once.
enum ScriptCodes {
    /// Names indexed by ICU script code.
    static let names: [String] = {
        var names: [String] = []
        while let name = cicu_script_short_name(Int32(names.count)) {
            names.append(String(cString: name))
        }
        return names
    }()

    static let codesByName: [String: Int32] = {
        var codes: [String: Int32] = [:]
        for (code, name) in names.enumerated() {
            codes[name] = Int32(code)
        }
        return codes
    }()

    static let common = code(named: "Zyyy")
    static let inherited = code(named: "Zinh")
    static let latin = code(named: "Latn")
    static let han = code(named: "Hani")
    static let hiragana = code(named: "Hira")
    static let katakana = code(named: "Kana")
    static let hangul = code(named: "Hang")
    static let bopomofo = code(named: "Bopo")
    static let japanese = code(named: "Jpan")
    static let korean = code(named: "Kore")
    static let hanWithBopomofo = code(named: "Hanb")

    static func code(named name: String) -> Int32 {
        guard let code = codesByName[name] else {
            preconditionFailure("ICU has no script named \(name)")
        }
        return code
    }

    /// The scalar's Script property as an ICU code (Common when ICU cannot say).
    static func code(of scalar: Unicode.Scalar) -> Int32 {
        let code = cicu_script(scalar.value)
        return code >= 0 ? code : common
    }

    /// True for kana and for the marks written only with kana (the prolonged sound mark ー, the voiced sound
    /// marks), whose Script is Common but whose Script_Extensions are Hiragana and Katakana.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        let extensions = extensions(of: scalar)
        return extensions.contains(hiragana) || extensions.contains(katakana)
    }

    static func name(of code: Int32) -> String {
        code >= 0 && Int(code) < names.count ? names[Int(code)] : "Zzzz"
    }

    /// The scalar's Script_Extensions: the scripts it is used with ("ー" is used with Hiragana and Katakana).
    static func extensions(of scalar: Unicode.Scalar) -> ScriptSet {
        var buffer: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32,
                     Int32, Int32) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let capacity = MemoryLayout.size(ofValue: buffer) / MemoryLayout<Int32>.stride
        return withUnsafeMutableBytes(of: &buffer) { raw in
            let codes = raw.bindMemory(to: Int32.self)
            let count = Int(cicu_script_extensions(scalar.value, codes.baseAddress, Int32(capacity)))
            var set = ScriptSet()
            if count > capacity || count <= 0 {
                set.insert(code(of: scalar))
            } else {
                for index in 0..<count {
                    set.insert(codes[index])
                }
            }
            return set
        }
    }
}

/// A set of ICU script codes as a bit set: script sets are intersected for every letter of every word checked
/// for mixed scripts, so they must not allocate.
struct ScriptSet: Hashable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static let capacity = 256

    static var all: ScriptSet {
        var set = ScriptSet()
        set.bits = (.max, .max, .max, .max)
        return set
    }

    var isEmpty: Bool { bits.0 == 0 && bits.1 == 0 && bits.2 == 0 && bits.3 == 0 }

    mutating func insert(_ code: Int32) {
        guard code >= 0, Int(code) < Self.capacity else {
            return
        }
        let bit = UInt64(1) << UInt64(code % 64)
        switch code / 64 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    func contains(_ code: Int32) -> Bool {
        guard code >= 0, Int(code) < Self.capacity else {
            return false
        }
        let bit = UInt64(1) << UInt64(code % 64)
        switch code / 64 {
        case 0: return bits.0 & bit != 0
        case 1: return bits.1 & bit != 0
        case 2: return bits.2 & bit != 0
        default: return bits.3 & bit != 0
        }
    }

    mutating func formIntersection(_ other: ScriptSet) {
        bits = (bits.0 & other.bits.0, bits.1 & other.bits.1, bits.2 & other.bits.2, bits.3 & other.bits.3)
    }

    var codes: [Int32] {
        (0..<Int32(Self.capacity)).filter(contains)
    }

    static func == (lhs: ScriptSet, rhs: ScriptSet) -> Bool {
        lhs.bits == rhs.bits
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bits.0)
        hasher.combine(bits.1)
        hasher.combine(bits.2)
        hasher.combine(bits.3)
    }
}
