// copylint HTML report, part 6: putting the page together.

function renderApp() {
  const app = document.getElementById("app");
  const sections = [];
  if (FINDINGS.length > 0) {
    sections.push(renderMatrix((pick) => {
      setFilters(pick);
      document.getElementById("findings").scrollIntoView({ block: "start", behavior: "smooth" });
    }));
  }
  const growth = renderGrowth();
  if (growth) sections.push(growth);
  sections.push(renderFindings());
  app.replaceChildren(h("div", { class: "overview" + (sections.length === 3 ? " two-up" : "") }, sections.slice(0, -1)), sections[sections.length - 1]);
  listeners.push(() => {
    for (const cell of app.querySelectorAll("button.heat")) {
      const on = state.filters.rule === cell.getAttribute("data-rule") && state.filters.locale === cell.getAttribute("data-locale");
      cell.classList.toggle("active", on);
    }
  });
  const finding = readHash();
  computeView();
  for (const listener of listeners) listener();
  if (finding !== null) revealFinding(finding);
  document.documentElement.setAttribute("data-report-ready", "true");
}

renderApp();
