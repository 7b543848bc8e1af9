// copylint HTML report, part 4: a finding's details: the text with its span, the suggestion, the rule's
// rationale and guideline link.

function field(label, content, className) {
  return h("div", { class: "field" + (className ? " " + className : "") },
    h("div", { class: "field-label", text: label }), h("div", { class: "field-box" }, content));
}

function fact(label, value, className) {
  return [h("dt", { text: label }), h("dd", { class: className || null }, h("bdi", null, visibleText(value, false)))];
}

function renderDetail(finding, alone) {
  const rule = RULES.get(finding.rule) || {};
  // A finding on a whole table (locale-coverage) has no key and no text: no string to show or to preview.
  const aboutTable = !finding.key && !finding.text;
  const main = h("div", { class: "detail-main" },
    h("p", { class: "message" }, h("i", { class: "dot sev-" + finding.severity }), h("span", null, visibleText(finding.message, false))),
    aboutTable ? null : field("Text" + (finding.locale ? " · " + finding.locale : ""), highlightedText(finding, { multiline: true })),
    finding.source !== null ? field("Source", h("bdi", { class: "value multiline", dir: "auto" }, visibleText(finding.source, true))) : null,
    finding.translations ? field("Translations", h("dl", { class: "facts translations" },
      finding.translations.map((value) => fact(value.locale, value.text)))) : null,
    finding.suggestion !== null && finding.suggestion !== finding.text
      ? field("Suggestion", h("bdi", { class: "value multiline", dir: "auto" }, visibleText(finding.suggestion, true)), "suggestion") : null,
    h("dl", { class: "facts" },
      aboutTable ? null : fact("Key", finding.key, "mono"),
      finding.variation ? fact("Variation", finding.variation, "mono") : null,
      aboutTable ? null : fact("Role", finding.role + (finding.roleSource && finding.roleSource !== "unknown" ? " (from " + finding.roleSource + ")" : "")),
      fact("Location", finding.file + ":" + finding.line + ":" + finding.column, "mono")),
    alone ? null : h("button", { class: "link-button", type: "button", onclick: () => { location.hash = "finding=" + finding.index; } }, "Show this finding alone"),
    rule.rationale ? h("div", { class: "why" },
      h("h3", { text: "Why it matters" }),
      h("p", { text: rule.rationale }),
      rule.guideline ? safeLink(rule.guideline.url, rule.guideline.title + " ↗") : null) : null);
  return h("div", { class: "detail" + (aboutTable ? " single" : "") }, main, aboutTable ? null : renderPreview(finding));
}
