// Generated in SwiftGen's style for copylint's tests (a made-up app); not SwiftGen's output.

import Foundation

public enum L10n {
  /// Cancel
  public static var cancelLabel: String { return L10n.tr("Localizable", "cancel_label") }
  /// Save
  public static var saveLabel: String { return L10n.tr("Localizable", "save_label", fallback: "Save") }

  public enum Settings {
    /// Settings
    public static var title: String { return L10n.tr("Localizable", "settings.title") }
    public enum Units {
      /// Units
      public static var header: String { return L10n.tr("Localizable", "settings.units.header") }
      /// Use metric units
      public static var metric: String { return L10n.tr("Localizable", "settings.units.metric") }
    }
    public enum Sync {
      /// Syncs your snack lists
      public static var detail: String { return L10n.tr("Localizable", "settings.sync.detail") }
    }
    public enum Reset {
      /// Reset all lists
      public static var button: String { return L10n.tr("Localizable", "settings.reset.button") }
    }
  }

  public enum Pack {
    /// %d snacks
    public static func count(_ p1: Int) -> String {
      return L10n.tr("Localizable", "pack.count", p1)
    }
    public enum Delete {
      /// Delete this pack?
      public static var title: String { return L10n.tr("Localizable", "pack.delete.title") }
      /// The snacks in it stay in your pantry.
      public static var message: String { return L10n.tr("Localizable", "pack.delete.message") }
      /// Delete Pack
      public static var confirm: String { return L10n.tr("Localizable", "pack.delete.confirm") }
    }
  }

  public enum Legacy {
    /// Old screen
    public static var unused: String { return L10n.tr("Localizable", "legacy.unused") }
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
