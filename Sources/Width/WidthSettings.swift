/// The `width` section of `.copylint.json`: the device and Dynamic Type size width rules measure for, and the
/// container sizes that are not fixed by iOS (how many tabs and segments, how wide buttons may grow).
///
/// Every value has a default, so width rules work without configuration: a 393 pt wide iPhone (iPhone 15/16),
/// 375 pt as the narrow check (iPhone SE, 13 mini), Dynamic Type Large, five tabs, three segments.
public struct WidthSettings: Sendable, Hashable {
    /// The screen width in points.
    public var device: Double = 393
    /// The narrow screen width also checked by `width-overflow`; nil turns the narrow check off.
    public var narrowDevice: Double? = 375
    /// The Dynamic Type size measured at.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Tabs in the tab bar; a tab item is the screen width divided by this.
    public var tabCount: Int = 5
    /// Segments in a segmented control; a segment is the available width divided by this.
    public var segmentCount: Int = 3
    /// The widest a button's title may be; nil: the screen width less the standard 16 pt margins.
    public var buttonMaxWidth: Double?
    /// The widest a toolbar item's title may be; nil: a third of the screen width less the margins.
    public var toolbarItemMaxWidth: Double?
    /// The room each side of the navigation bar keeps for its bar buttons; the title gets what is between. The
    /// default is a chevron-only back button's 44 pt: iOS shortens a back button's title to "Back" and then to
    /// the chevron before it truncates the title.
    public var navigationBarItemWidth: Double = 44
    /// The alert's width (iOS 18 and earlier `UIAlertController`: 270 pt) and its text insets.
    public var alertWidth: Double = 270
    public var alertInset: Double = 16

    public init() {}
}
