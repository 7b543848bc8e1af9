import CHarfBuzz

/// Whether HarfBuzz could be loaded. copylint opens it at run time (see CHarfBuzz.h) rather than linking it, so a
/// binary copied to a machine without HarfBuzz still audits, measures with the width metrics, and says why once.
public enum HarfBuzzLibrary {
    /// Nil when HarfBuzz is loaded (loading it now if no font was opened yet); else a sentence naming the
    /// library and the loader's reason.
    public static var unavailableReason: String? {
        guard let error = chb_harfbuzz_load_error() else { return nil }
        return "cannot load HarfBuzz (\(String(cString: chb_harfbuzz_library_name()))): \(String(cString: error))"
    }
}
