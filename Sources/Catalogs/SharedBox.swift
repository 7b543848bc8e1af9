/// An immutable value kept behind one reference, for value types that are copied far more often than changed.
///
/// `Entry` and `Finding` hold a dozen strings each and are copied at every step of an audit (into units,
/// analyses, hits, sorted runs, reports): with their fields in a box, a copy retains one reference instead of
/// every string. A change makes a new box (`with`), so the types keep value semantics.
public final class SharedBox<Value: Sendable>: Sendable {
    public let value: Value

    @inlinable
    public init(_ value: Value) {
        self.value = value
    }

    /// A new box holding this value with `change` applied.
    @inlinable
    public func with(_ change: (inout Value) -> Void) -> SharedBox<Value> {
        var changed = value
        change(&changed)
        return SharedBox(changed)
    }
}
