// copylint HTML report, part 2: the overview: the locale × rule matrix and the text growth chart.

function card(title, subtitle, ...body) {
  return h("section", { class: "card" },
    h("div", { class: "card-head" }, h("h2", { text: title }), subtitle ? h("p", { class: "card-sub", text: subtitle }) : null),
    ...body);
}

/** Rules down, locales across; each cell counts findings and filters the list when clicked. */
function renderMatrix(onPick) {
  const counts = new Map();
  const ruleTotals = new Map();
  const localeTotals = new Map();
  const ruleSeverity = new Map();
  for (const finding of FINDINGS) {
    const rank = SEVERITIES.indexOf(finding.severity);
    if (!(ruleSeverity.get(finding.rule) >= rank)) ruleSeverity.set(finding.rule, rank);
    const cellKey = finding.rule + "\u0000" + finding.locale;
    counts.set(cellKey, (counts.get(cellKey) || 0) + 1);
    ruleTotals.set(finding.rule, (ruleTotals.get(finding.rule) || 0) + 1);
    localeTotals.set(finding.locale, (localeTotals.get(finding.locale) || 0) + 1);
  }
  const rules = [...ruleTotals.keys()].sort((a, b) => ruleTotals.get(b) - ruleTotals.get(a) || (a < b ? -1 : 1));
  const locales = [...localeTotals.keys()].sort((a, b) => (a === SOURCE_LOCALE ? -1 : b === SOURCE_LOCALE ? 1 : a < b ? -1 : a > b ? 1 : 0));
  let max = 1;
  for (const value of counts.values()) max = Math.max(max, value);
  const level = (count) => (count === 0 ? 0 : Math.min(5, 1 + Math.floor(4 * Math.log(count) / Math.log(Math.max(2, max)))));

  const head = h("tr", null, h("th", { class: "corner", scope: "col", text: "Rule" }),
    locales.map((locale) => h("th", { scope: "col", class: "loc", title: locale || "no locale" },
      h("button", { class: "axis", type: "button", onclick: () => onPick({ locale }) }, localeLabel(locale)))),
    h("th", { scope: "col", class: "total-col", text: "All" }));
  const body = rules.map((rule) => {
    const severity = SEVERITIES[ruleSeverity.get(rule)];
    return h("tr", null,
      h("th", { scope: "row", class: "rule-head" },
        h("button", { class: "axis rule-axis", type: "button", onclick: () => onPick({ rule }) },
          h("i", { class: "dot sev-" + severity }), h("span", { class: "rule-title", text: ruleTitle(rule) }),
          h("span", { class: "rule-id", text: rule }))),
      locales.map((locale) => {
        const count = counts.get(rule + "\u0000" + locale) || 0;
        if (count === 0) return h("td", { class: "cell empty" });
        return h("td", { class: "cell" },
          h("button", {
            class: "heat h" + level(count), type: "button", "data-rule": rule, "data-locale": locale,
            title: plural(count, "finding") + ": " + ruleTitle(rule) + " in " + localeLabel(locale),
            onclick: () => onPick({ rule, locale }),
          }, formatNumber(count)));
      }),
      h("td", { class: "total-col", text: formatNumber(ruleTotals.get(rule)) }));
  });
  const foot = h("tr", { class: "totals-row" }, h("th", { scope: "row", text: "All rules" }),
    locales.map((locale) => h("td", { text: formatNumber(localeTotals.get(locale)) })),
    h("td", { class: "total-col", text: formatNumber(FINDINGS.length) }));
  const table = h("table", { class: "matrix" }, h("thead", null, head), h("tbody", null, body), h("tfoot", null, foot));
  return card("Findings by rule and locale", "Select a count to list those findings.",
    h("div", { class: "matrix-wrap" }, table));
}

/**
 * How much longer each locale's text is than the source. Few locales: columns above and below a zero line;
 * many: one horizontal bar per locale, in as many columns as fit.
 */
function renderGrowth() {
  const rows = DATA.growth.filter((row) => row.sourceLength > 0)
    .map((row) => ({ ...row, growth: row.length / row.sourceLength - 1 }))
    .sort((a, b) => b.growth - a.growth || (a.locale < b.locale ? -1 : 1));
  if (rows.length === 0) return null;
  const subtitle = "Length of each locale's translations over their source text, in characters (grapheme clusters). "
    + "Controls do not grow: plan for the longest.";
  return card("Text growth by locale", subtitle, rows.length > 10 ? growthBars(rows) : growthColumns(rows));
}

function growthLabel(growth) {
  const percent = Math.round(growth * 100);
  return (percent > 0 ? "+" : percent < 0 ? "−" : "±") + Math.abs(percent) + "%";
}

function growthTitle(row) {
  return row.locale + ": " + growthLabel(row.growth) + " over the source, " + plural(row.strings, "string") + " ("
    + formatNumber(row.sourceLength) + " → " + formatNumber(row.length) + " characters)";
}

function growthColumns(rows) {
  const extent = Math.max(0.25, ...rows.map((row) => Math.abs(row.growth)));
  const hasNegative = rows.some((row) => row.growth < 0);
  const hasPositive = rows.some((row) => row.growth >= 0);
  const chart = h("div", { class: "growth" + (hasNegative ? " has-negative" : "") + (hasPositive ? " has-positive" : ""), role: "list" });
  for (const row of rows) {
    const bar = h("div", { class: "bar " + (row.growth >= 0 ? "up" : "down") + (row.growth >= 0.3 ? " high" : "") });
    bar.style.height = Math.max(2, Math.round(Math.abs(row.growth) / extent * 100)) + "%";
    chart.append(h("div", { class: "growth-col", role: "listitem", title: growthTitle(row) },
      h("span", { class: "growth-value", text: growthLabel(row.growth) }),
      h("div", { class: "growth-track" }, h("div", { class: "half upper" }, row.growth >= 0 ? bar : null),
        h("div", { class: "half lower" }, row.growth < 0 ? bar : null)),
      h("span", { class: "growth-locale", text: row.locale })));
  }
  return chart;
}

function growthBars(rows) {
  const up = Math.max(0, ...rows.map((row) => row.growth));
  const down = Math.max(0, ...rows.map((row) => -row.growth));
  const span = Math.max(0.25, up + down);
  const zero = down / span * 100;
  const list = h("div", { class: "growth-bars", role: "list" });
  for (const row of rows) {
    const bar = h("span", { class: "hbar " + (row.growth >= 0 ? "up" : "down") + (row.growth >= 0.3 ? " high" : "") });
    const width = Math.abs(row.growth) / span * 100;
    bar.style.left = (row.growth >= 0 ? zero : zero - width) + "%";
    bar.style.width = Math.max(0.6, width) + "%";
    const axis = h("span", { class: "hbar-zero" });
    axis.style.left = zero + "%";
    list.append(h("div", { class: "growth-row", role: "listitem", title: growthTitle(row) },
      h("span", { class: "growth-locale", text: row.locale }),
      h("span", { class: "hbar-track" }, axis, bar),
      h("span", { class: "growth-value", text: growthLabel(row.growth) })));
  }
  return list;
}
