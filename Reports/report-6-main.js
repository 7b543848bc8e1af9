// copylint HTML report, part 6: putting the page together. `#finding=N` in the address shows that finding
// alone (a link to one finding); otherwise the overview and the list, with filters kept in the address.

function renderFocus(finding) {
  const back = h("button", { class: "back", type: "button", onclick: () => showAll() }, "‹ All findings");
  const where = [finding.locale, finding.variation].filter((part) => part).join(" · ");
  return h("section", { class: "card focus" },
    h("div", { class: "card-head" },
      h("div", null, h("h2", { text: ruleTitle(finding.rule) }),
        h("p", { class: "card-sub" }, h("span", { class: "badge sev-" + finding.severity }, h("i", { class: "dot" }), SEVERITY_LABELS[finding.severity]),
          " · ", h("span", { class: "mono", text: finding.rule }), where ? " · " + where : "")),
      back),
    renderDetail(finding, true));
}

function showAll() {
  try {
    history.replaceState(null, "", location.pathname + location.search);
  } catch (error) {
    location.hash = "";
  }
  renderApp();
}

function renderApp() {
  const app = document.getElementById("app");
  listeners.length = 0;
  state.open.clear();
  const focus = readHash();
  if (focus !== null && focus >= 0 && focus < FINDINGS.length) {
    app.replaceChildren(renderFocus(FINDINGS[focus]));
    requestAnimationFrame(measurePreviews);
    document.documentElement.setAttribute("data-report-ready", "true");
    return;
  }
  const overview = [];
  const localeCount = new Set(FINDINGS.map((finding) => finding.locale)).size;
  if (FINDINGS.length > 0) {
    overview.push(renderMatrix((pick) => {
      setFilters(pick);
      document.getElementById("findings").scrollIntoView({ block: "start", behavior: "smooth" });
    }));
  }
  const growth = renderGrowth();
  if (growth) overview.push(growth);
  const twoUp = overview.length === 2 && localeCount <= 8 && DATA.growth.length <= 8;
  app.replaceChildren(h("div", { class: "overview" + (twoUp ? " two-up" : "") }, overview), renderFindings());
  listeners.push(() => {
    for (const cell of app.querySelectorAll("button.heat")) {
      const on = state.filters.rule === cell.getAttribute("data-rule") && state.filters.locale === cell.getAttribute("data-locale");
      cell.classList.toggle("active", on);
    }
  });
  changed();
  document.documentElement.setAttribute("data-report-ready", "true");
  document.documentElement.setAttribute("data-render-ms", String(Math.round(performance.now())));
}

window.addEventListener("hashchange", () => {
  renderApp();
  window.scrollTo(0, 0);
});

renderApp();
