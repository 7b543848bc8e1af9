/// Puts findings into report order without one big serial sort at the end of a run.
///
/// Every shard of translation units sorts its own findings on its worker thread, and every batch of tables
/// arrives sorted; `merge` then interleaves the sorted runs, earlier runs first among equal findings. That is
/// exactly what a stable sort of the runs laid end to end gives, so the report keeps the same bytes for any
/// `--jobs` and any batch size, while the serial work at the end of a run is linear rather than n log n.
enum ReportOrderMerge {
    /// `findings` in report order, ties kept in the order given.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        order(of: findings).map { findings[$0] }
    }

    /// The indices of `findings` in report order, ties kept in the order given.
    static func order(of findings: [Finding]) -> [Int] {
        findings.indices.sorted { left, right in
            if Finding.reportOrder(findings[left], findings[right]) { return true }
            if Finding.reportOrder(findings[right], findings[left]) { return false }
            return left < right
        }
    }

    /// One run in report order from runs that each are; among equal findings, those of an earlier run first.
    static func merge(_ runs: [[Finding]]) -> [Finding] {
        var runs = runs.filter { !$0.isEmpty }
        guard runs.count > 1 else { return runs.first ?? [] }
        // Runs of different files (the batches of a large audit) do not interleave: then they are laid end to end
        // in one copy, instead of being copied again at every level of the pairwise merge.
        if zip(runs, runs.dropFirst()).allSatisfy({ !Finding.reportOrder($1[0], $0[$0.count - 1]) }) {
            var joined: [Finding] = []
            joined.reserveCapacity(runs.reduce(0) { $0 + $1.count })
            for run in runs { joined.append(contentsOf: run) }
            return joined
        }
        // Neighbours are merged pairwise, so the earlier run is always the left one and each finding is
        // moved about log2(runs) times.
        while runs.count > 1 {
            var merged: [[Finding]] = []
            merged.reserveCapacity((runs.count + 1) / 2)
            var index = 0
            while index + 1 < runs.count {
                merged.append(mergePair(runs[index], runs[index + 1]))
                index += 2
            }
            if index < runs.count { merged.append(runs[index]) }
            runs = merged
        }
        return runs[0]
    }

    private static func mergePair(_ left: [Finding], _ right: [Finding]) -> [Finding] {
        // Runs of different files (most batches) do not interleave: laid end to end, they are already merged.
        if let last = left.last, let first = right.first, !Finding.reportOrder(first, last) { return left + right }
        var result: [Finding] = []
        result.reserveCapacity(left.count + right.count)
        var leftIndex = 0
        var rightIndex = 0
        while leftIndex < left.count, rightIndex < right.count {
            // The right finding goes first only when it is strictly earlier: equal ones keep the left run's lead.
            if Finding.reportOrder(right[rightIndex], left[leftIndex]) {
                result.append(right[rightIndex])
                rightIndex += 1
            } else {
                result.append(left[leftIndex])
                leftIndex += 1
            }
        }
        result.append(contentsOf: left[leftIndex...])
        result.append(contentsOf: right[rightIndex...])
        return result
    }
}
