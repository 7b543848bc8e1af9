// copylint HTML report, part 5: a picture of the control that shows the string, drawn at its measured width
// (or a nominal width for its role), next to the source language's rendering, showing where text truncates
// or wraps. Widths are in points, drawn one point to one CSS pixel.

const CONTROL_KINDS = {
  "button": "button", "alert-title": "alert", "alert-message": "alert", "alert-button": "alert",
  "action-sheet-title": "sheet", "action-sheet-button": "sheet", "tab": "tab", "nav-title": "nav",
  "segment": "segment", "toolbar-item": "toolbar", "menu-item": "menu", "menu-title": "menu",
};
// Widths for one line of text when the finding carries no measurement: an iPhone in portrait at the default
// text size (a 270 pt alert, a tab bar of five items, a title between two bar buttons).
const NOMINAL_WIDTHS = {
  "button": 200, "alert-title": 238, "alert-message": 238, "alert-button": 111, "action-sheet-title": 327,
  "action-sheet-button": 327, "tab": 66, "nav-title": 180, "segment": 96, "toolbar-item": 100, "menu-item": 220,
  "menu-title": 120,
};
const FONT_SIZES = {
  "alert-message": 13, "action-sheet-title": 13, "tab": 10, "segment": 13, "menu-item": 13, "menu-title": 13,
  "action-sheet-button": 20,
};
const SINGLE_LINE = new Set(["button", "alert-button", "action-sheet-button", "tab", "nav-title", "segment", "toolbar-item", "menu-item", "menu-title"]);
const measured = new WeakMap();

function skeleton(size) { return h("span", { class: "skel skel-" + size, "aria-hidden": "true" }); }

/**
 * The label element that holds the text, `width` points wide. `fit` says what to draw: "truncate" (one line
 * cut with an ellipsis, or the measured cut-off text), "wrap" (lines at the width), or "overflow" (one line
 * that the width model says fits: drawn whole, so a wider fallback font never fakes a truncation).
 */
function controlLabel(text, width, fontSize, fit) {
  const label = h("span", { class: "ctl-text fit-" + fit, dir: "auto" });
  label.append(visibleText(text, false));
  label.style.fontSize = fontSize + "px";
  if (fit === "overflow") label.style.minWidth = width + "px";
  else label.style.width = width + "px";
  return label;
}

/** The control around the label. */
function controlFrame(role, label) {
  const kind = CONTROL_KINDS[role] || "label";
  switch (kind) {
    case "button":
      return h("div", { class: "ctl ctl-button" }, label);
    case "toolbar":
      return h("div", { class: "ctl ctl-toolbar" }, skeleton("icon"), h("span", { class: "toolbar-item" }, label), skeleton("icon"));
    case "tab":
      return h("div", { class: "ctl ctl-tabbar" },
        h("div", { class: "tab-item" }, skeleton("glyph"), skeleton("xs")),
        h("div", { class: "tab-item selected" }, h("span", { class: "tab-glyph", "aria-hidden": "true" }), label),
        h("div", { class: "tab-item" }, skeleton("glyph"), skeleton("xs")));
    case "nav":
      return h("div", { class: "ctl ctl-navbar" }, h("span", { class: "nav-back", "aria-hidden": "true", text: "‹" }),
        h("span", { class: "nav-title" }, label), skeleton("icon"));
    case "segment":
      return h("div", { class: "ctl ctl-segmented" }, h("div", { class: "segment" }, skeleton("s")),
        h("div", { class: "segment selected" }, label), h("div", { class: "segment" }, skeleton("s")));
    case "menu":
      return h("div", { class: "ctl ctl-menu" }, h("div", { class: "menu-row" }, skeleton("m")),
        h("div", { class: "menu-row selected" }, label), h("div", { class: "menu-row" }, skeleton("s")));
    case "alert":
      return alertFrame(role, label);
    case "sheet":
      return h("div", { class: "ctl ctl-sheet" },
        h("div", { class: "sheet-group" },
          h("div", { class: "sheet-title" }, role === "action-sheet-title" ? label : skeleton("m")),
          h("div", { class: "sheet-button" }, role === "action-sheet-button" ? label : skeleton("m")),
          h("div", { class: "sheet-button" }, skeleton("s"))),
        h("div", { class: "sheet-group cancel" }, h("div", { class: "sheet-button" }, skeleton("s"))));
    default:
      return h("div", { class: "ctl ctl-label" }, label);
  }
}

function alertFrame(role, label) {
  return h("div", { class: "ctl ctl-alert" },
    h("div", { class: "alert-body" },
      h("div", { class: "alert-title" }, role === "alert-title" ? label : skeleton("m")),
      h("div", { class: "alert-message" }, role === "alert-message" ? label : [skeleton("l"), skeleton("m")])),
    h("div", { class: "alert-buttons" },
      h("div", { class: "alert-button" }, skeleton("s")),
      h("div", { class: "alert-button" }, role === "alert-button" ? label : skeleton("s"))));
}

/**
 * One rendering: caption, the control, and a line saying whether and how the text fits. With a measurement,
 * the width model decides (it knows the platform font); without one, the control is drawn at a nominal width
 * for its role and this browser's layout is measured.
 */
function shot(caption, text, finding, isTarget) {
  const m = finding.measurement;
  const role = finding.role;
  // A label the width model measured for one line (UILabel's default) is drawn as one line; alert texts wrap.
  const kind = CONTROL_KINDS[role] || "label";
  const singleLine = SINGLE_LINE.has(role) || (m !== null && m.maximumLines === 1 && kind !== "alert" && kind !== "sheet");
  const status = h("div", { class: "fit" });
  let label;
  if (m) {
    const textWidth = isTarget ? m.width : m.sourceWidth;
    // A single line wider than its budget is cut off, whatever else the measurement says.
    const cut = isTarget && m.truncated !== null;
    const tooWide = singleLine && textWidth !== null && textWidth !== undefined && textWidth > m.budget;
    const fit = cut || tooWide ? "truncate" : singleLine ? "overflow" : "wrap";
    label = controlLabel(cut ? m.truncated : text, m.budget, m.fontSize, fit);
    if (textWidth !== null && textWidth !== undefined) status.append(ruler(textWidth, m, isTarget, singleLine));
  } else {
    const width = NOMINAL_WIDTHS[role] || 300;
    label = controlLabel(text, width, FONT_SIZES[role] || 17, singleLine ? "truncate" : "wrap");
    measured.set(label, { status, width, singleLine });
    label.setAttribute("data-measure", "");
  }
  return h("figure", { class: "shot" }, h("figcaption", { text: caption }),
    h("div", { class: "screen kind-" + kind }, controlFrame(role, label)), status);
}

/** A bar for the text's measured width against the width of one line, with a mark where the control ends. */
function ruler(textWidth, m, isTarget, singleLine) {
  const budget = m.budget;
  const over = (singleLine && textWidth > budget) || (isTarget && (m.truncated !== null || m.lines > m.maximumLines));
  const scale = Math.max(textWidth, budget);
  const fill = h("span", { class: "ruler-fill" + (over ? " over" : textWidth > budget ? " wraps" : "") });
  fill.style.width = Math.min(100, textWidth / scale * 100) + "%";
  const mark = h("span", { class: "ruler-mark" });
  mark.style.left = Math.min(100, budget / scale * 100) + "%";
  let words = Math.round(textWidth) + " pt of " + Math.round(budget) + " pt";
  if (!singleLine && isTarget) {
    words = Math.round(textWidth) + " pt of text, " + Math.round(budget) + " pt a line · " + plural(m.lines, "line")
      + (m.maximumLines > 0 ? " (at most " + m.maximumLines + ")" : "");
  }
  words += over ? (singleLine ? " · truncates" : " · too long") : " · fits";
  return h("div", { class: "ruler-wrap" + (over ? " bad" : "") }, h("div", { class: "ruler" }, fill, mark),
    h("span", { class: "fit-words", text: words }));
}

/** For previews without a measurement: measures the label as this browser laid it out. */
function measurePreviews() {
  for (const label of document.querySelectorAll(".ctl-text[data-measure]")) {
    const entry = measured.get(label);
    if (!entry) continue;
    label.removeAttribute("data-measure");
    const clipped = entry.singleLine && label.scrollWidth > label.clientWidth + 1;
    let words;
    if (entry.singleLine) {
      words = clipped ? "Truncates" : "Fits";
    } else {
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || 20;
      const lines = Math.max(1, Math.round(label.scrollHeight / lineHeight));
      words = lines === 1 ? "Fits on one line" : "Wraps to " + lines + " lines";
    }
    entry.status.classList.toggle("bad", clipped);
    entry.status.append(h("span", { class: "fit-words", text: words + " at a nominal " + entry.width + " pt (estimated in this browser's font)" }));
  }
}

function renderPreview(finding) {
  const m = finding.measurement;
  const shots = [];
  if (finding.source !== null) shots.push(shot("Source", finding.source, finding, false));
  shots.push(shot(finding.source !== null ? (finding.locale || "Translation") : "As written", finding.text, finding, true));
  if (finding.source === null && finding.suggestion !== null && finding.suggestion !== finding.text) {
    const suggested = { ...finding, measurement: null };
    shots.push(shot("Suggested", finding.suggestion, suggested, false));
  }
  const kind = CONTROL_KINDS[finding.role] ? finding.role.replace(/-/g, " ") : "text";
  const note = m
    ? "Measured at " + m.fontSize + " pt, Dynamic Type " + m.sizeCategory + " · " + Math.round(m.budget) + " pt a line"
    : "Drawn at a nominal width for " + (/^[aeiou]/.test(kind) ? "an " : "a ") + kind;
  return h("div", { class: "preview" },
    h("div", { class: "preview-head" }, h("h3", { text: "Preview" }), h("span", { class: "preview-note", text: note })),
    h("div", { class: "shots" }, shots));
}
