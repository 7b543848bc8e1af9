/// The rules that read the app's Swift code rather than its catalogs: alert and action-sheet structure, tab
/// and segment counts, text that is never localized, and one key used in two roles.
public enum StructureFromCodeChecks {
    public static let all: [any Check] = [
        AlertButtonCountCheck(),
        CancelWordingCheck(),
        DestructiveWithoutCancelCheck(),
        TabCountCheck(),
        SegmentCountCheck(),
        SegmentLengthBalanceCheck(),
        UnlocalizedLiteralCheck(),
        KeyRoleConflictCheck(),
    ]
}
