import CopylintBase

/// A caption in a button's label is not the button's title.
///
/// A text set in a caption or footnote font beside another text in a button's label (the small heading above a
/// value in a copy button) is a caption, never the title itself; alone, it is the title of a small button.
/// (A label laid out as a row, `HStack { Text(title); Spacer(); … }`, stays a button: careful readers split on
/// whether a tappable row's title is a button's, so its first text keeps the button's role.)
extension CodeWalker {
    /// How many `Text` views a button's label holds (a caption needs a title beside it to be one).
    func textCount(_ block: SwiftBlock) -> Int {
        var count = 0
        Self.visitLinks(in: block.nodes) { link in
            if link.kind == .name, link.name == "Text", link.isCall { count += 1 }
        }
        return count
    }

    /// True when the text's modifiers set a caption or footnote font (`.font(.caption)`, `.font(Font.footnote)`,
    /// `.font(DesignSystem.Font.caption2)`).
    static func isCaptionStyled(_ chain: SwiftChain) -> Bool {
        chain.links.dropFirst().contains { link in
            guard link.kind == .member, link.name == "font", let font = link.arguments?.first?.chain else { return false }
            return font.links.contains { $0.name.hasPrefix("caption") || $0.name == "footnote" }
        }
    }

    /// True when the walk is in a button's label whose title is still to come, among other texts.
    var isInButtonLabelWithCaptions: Bool {
        for frame in frames.reversed() {
            switch frame {
            case .buttonLabel: return (buttonLabelTexts.last ?? 0) > 1
            case .textRole, .reset, .dialogMessage, .pickerOptions: return false
            default: continue
            }
        }
        return false
    }

    /// Calls `visit` on every link below `nodes`, in source order.
    private static func visitLinks(in nodes: [SwiftNode], _ visit: (SwiftLink) -> Void) {
        for node in nodes {
            switch node {
            case .chain(let chain):
                for link in chain.links {
                    visit(link)
                    for argument in link.arguments ?? [] { visitLinks(in: argument.value, visit) }
                    for element in link.elements { visitLinks(in: element.value, visit) }
                    for closure in link.trailingClosures { visitLinks(in: closure.nodes, visit) }
                }
            case .block(let block):
                visitLinks(in: block.nodes, visit)
            case .token:
                continue
            }
        }
    }
}
