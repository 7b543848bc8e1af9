import CopylintBase

/// RxDataSources, as UIKit apps written with RxSwift fill their tables: sections are an enum of the app's
/// (`enum SettingsSection { case setting(title: String, items: [Item]) }`, with `var title: String { switch self {
/// case .setting(let title, _): return title } }`), made with its case (`SettingsSection.setting(title: L10n.account,
/// items: …)`), and the data source shows each section's title as its header
/// (`RxTableViewSectionedReloadDataSource<SettingsSection>(configureCell: …, titleForHeaderInSection: { dataSource,
/// index in dataSource[index].title })`).
extension CodeWalker {
    /// `Section.setting(title: …)`: a call of a lowercase member of a type by its name, an enum's case (or a static
    /// function making one). Its labels are read as an initializer's too, so an argument takes the role of where
    /// the type's property of that label is shown, as `Section(title: …)` would.
    func caseConstructor(_ link: SwiftLink, chain: SwiftChain) -> Callee? {
        guard chain.links.count >= 2, chain.links[1].token == link.token, link.kind == .member, link.name.first?.isLowercase == true,
            let head = chain.links.first, head.kind == .name, !head.isCall, head.name.first?.isUppercase == true,
            link.arguments?.contains(where: { $0.label != nil }) == true
        else { return nil }
        return .initializer(type: head.name)
    }

    /// `RxTableViewSectionedReloadDataSource<SettingsSection>(…, titleForHeaderInSection: { dataSource, index in
    /// let section = dataSource[index]; return section.title })`: the member of the section type that the closure
    /// gives back is shown as a header (a label), and so is the footer's.
    func sectionedDataSource(_ head: SwiftLink) {
        guard head.name.hasSuffix("DataSource"), let sectionType = genericArgument(closedAt: head.token) else { return }
        for label in ["titleForHeaderInSection", "titleForFooterInSection"] {
            guard let block = closure(head, label) else { continue }
            for expression in returnedExpressions(closureBody(block)) {
                guard expression.count == 1, case .chain(let chain) = expression[0], chain.links.count >= 2,
                    let member = chain.links.last, member.kind == .member, !member.isCall else { continue }
                let position = position(ofToken: member.token)
                memberReferences.append(MemberReference(type: sectionType, member: member.name, role: .label, element: label,
                                                        line: position.line, column: position.column))
            }
        }
    }

    /// `SettingsSection` in `Name<SettingsSection>(`: the one type a generic name is written with. The parser
    /// passes over generic arguments, so a name link written with them starts at their closing `>`.
    private func genericArgument(closedAt token: Int) -> String? {
        let tokens = source.tokens
        guard token >= 2, source.text(tokens[token]) == ">", source.text(tokens[token - 2]) == "<", tokens[token - 1].kind == .identifier
        else { return nil }
        let name = source.text(tokens[token - 1])
        return name.first?.isUppercase == true ? name : nil
    }
}
