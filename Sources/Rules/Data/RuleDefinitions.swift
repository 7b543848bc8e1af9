import CopylintData

/// Every rule definition shipped in `Rules/`, by id.
public enum RuleDefinitions {
    /// All definitions, sorted by id.
    public static let all: [RuleDefinition] = BundledData.paths
        .filter { $0.hasPrefix("Rules/") && $0.hasSuffix(".json") }
        .compactMap { BundledData.decode(RuleDefinition.self, from: $0) }
        .sorted { $0.id < $1.id }

    private static let byID: [String: RuleDefinition] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static func definition(_ id: String) -> RuleDefinition? { byID[id] }
}
