// copylint HTML report, part 3: the findings list: filters, free text, sorting, pages, details.

const FILTERS = [
  { name: "severity", label: "Severity", all: "All severities", value: (f) => f.severity, show: (v) => SEVERITY_LABELS[v] || v },
  { name: "rule", label: "Rule", all: "All rules", value: (f) => f.rule, show: (v) => ruleTitle(v) },
  { name: "locale", label: "Locale", all: "All locales", value: (f) => f.locale, show: localeLabel },
  { name: "role", label: "Role", all: "All roles", value: (f) => f.role, show: (v) => v },
  { name: "file", label: "File", all: "All files", value: (f) => f.file, show: (v) => v },
];
const SORTS = {
  location: { label: "Location", key: (f) => f.index },
  severity: { label: "Severity", key: (f) => -SEVERITIES.indexOf(f.severity) },
  rule: { label: "Rule", key: (f) => ruleTitle(f.rule) },
  locale: { label: "Locale", key: (f) => f.locale },
  key: { label: "Key", key: (f) => f.key },
  text: { label: "Text", key: (f) => f.text },
};
const PAGE_SIZE = 50;

const state = {
  filters: { severity: null, rule: null, locale: null, role: null, file: null },
  query: "",
  sort: "location",
  descending: false,
  page: 0,
  open: new Set(),
};
let view = FINDINGS;
const listeners = [];

function haystack(finding) {
  if (finding.haystack === undefined) {
    finding.haystack = [finding.text, finding.key, finding.message, finding.file, finding.suggestion || "",
      finding.source || "", finding.rule, ruleTitle(finding.rule)].join("\n").toLowerCase();
  }
  return finding.haystack;
}

/** Applies the filters and the sort to every finding: linear in the findings, then one sort. */
function computeView() {
  const query = state.query.trim().toLowerCase();
  const active = FILTERS.filter((filter) => state.filters[filter.name] !== null);
  let result = FINDINGS.filter((finding) => {
    for (const filter of active) if (filter.value(finding) !== state.filters[filter.name]) return false;
    return query === "" || haystack(finding).includes(query);
  });
  if (state.sort !== "location" || state.descending) {
    const key = SORTS[state.sort].key;
    const direction = state.descending ? -1 : 1;
    const keyed = result.map((finding) => [key(finding), finding]);
    keyed.sort((a, b) => (a[0] < b[0] ? -direction : a[0] > b[0] ? direction : a[1].index - b[1].index));
    result = keyed.map((pair) => pair[1]);
  }
  view = result;
  const pages = Math.max(1, Math.ceil(view.length / PAGE_SIZE));
  if (state.page >= pages) state.page = pages - 1;
}

function changed() {
  computeView();
  for (const listener of listeners) listener();
  writeHash();
}

function setFilters(values) {
  for (const filter of FILTERS) state.filters[filter.name] = values[filter.name] === undefined ? null : values[filter.name];
  state.query = values.query || "";
  state.page = 0;
  state.open.clear();
  changed();
}

function writeHash() {
  const params = new URLSearchParams();
  for (const filter of FILTERS) if (state.filters[filter.name] !== null) params.set(filter.name, state.filters[filter.name]);
  if (state.query) params.set("q", state.query);
  if (state.sort !== "location") params.set("sort", state.sort);
  if (state.descending) params.set("desc", "1");
  if (state.page > 0) params.set("page", String(state.page + 1));
  const hash = params.toString();
  try {
    history.replaceState(null, "", hash ? "#" + hash : location.pathname + location.search);
  } catch (error) {
    // Some browsers refuse replaceState on file: URLs; the report works without it.
  }
}

function readHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  for (const filter of FILTERS) state.filters[filter.name] = params.has(filter.name) ? params.get(filter.name) : null;
  state.query = params.get("q") || "";
  state.sort = SORTS[params.get("sort")] ? params.get("sort") : "location";
  state.descending = params.get("desc") === "1";
  state.page = Math.max(0, (parseInt(params.get("page"), 10) || 1) - 1);
  return params.has("finding") ? parseInt(params.get("finding"), 10) : null;
}

function renderToolbar() {
  const search = h("input", {
    class: "search", type: "search", placeholder: "Search text, keys, messages and files",
    "aria-label": "Search findings", spellcheck: "false",
  });
  search.value = state.query;
  let timer = 0;
  search.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => { state.query = search.value; state.page = 0; changed(); }, 120);
  });
  const selects = FILTERS.map((filter) => {
    const counts = new Map();
    for (const finding of FINDINGS) {
      const value = filter.value(finding);
      counts.set(value, (counts.get(value) || 0) + 1);
    }
    const values = [...counts.keys()].sort((a, b) => (filter.name === "severity"
      ? SEVERITIES.indexOf(b) - SEVERITIES.indexOf(a) : a < b ? -1 : a > b ? 1 : 0));
    const select = h("select", { class: "filter", "aria-label": filter.label, "data-filter": filter.name },
      h("option", { value: "", text: filter.all }),
      values.map((value, index) => h("option", { value: String(index + 1), text: filter.show(value) + "  (" + formatNumber(counts.get(value)) + ")" })));
    const sync = () => {
      const current = state.filters[filter.name];
      select.value = current === null ? "" : String(values.indexOf(current) + 1);
      select.classList.toggle("set", current !== null);
    };
    select.addEventListener("change", () => {
      state.filters[filter.name] = select.value === "" ? null : values[parseInt(select.value, 10) - 1];
      state.page = 0;
      changed();
    });
    listeners.push(sync);
    sync();
    return select;
  });
  const reset = h("button", { class: "reset", type: "button", onclick: () => { search.value = ""; setFilters({}); } }, "Clear");
  listeners.push(() => {
    const any = state.query !== "" || FILTERS.some((filter) => state.filters[filter.name] !== null);
    reset.disabled = !any;
    if (search.value !== state.query) search.value = state.query;
  });
  return h("div", { class: "toolbar" }, h("div", { class: "search-wrap" }, search), h("div", { class: "filters" }, selects, reset));
}

function renderHeader() {
  const cell = (sort, className) => {
    const button = h("button", { type: "button", class: "sort", onclick: () => {
      if (state.sort === sort) state.descending = !state.descending;
      else { state.sort = sort; state.descending = false; }
      state.page = 0;
      changed();
    } }, SORTS[sort].label);
    const th = h("th", { scope: "col", class: className }, button);
    listeners.push(() => {
      const active = state.sort === sort;
      th.setAttribute("aria-sort", active ? (state.descending ? "descending" : "ascending") : "none");
      button.classList.toggle("active", active);
    });
    return th;
  };
  return h("thead", null, h("tr", null, cell("severity", "c-sev"), cell("rule", "c-rule"), cell("locale", "c-loc"),
    cell("key", "c-key"), cell("text", "c-text"), cell("location", "c-where")));
}

function findingRow(finding) {
  const open = state.open.has(finding.index);
  const row = h("tr", {
    class: "row sev-" + finding.severity + (open ? " open" : ""), tabindex: "0", "aria-expanded": open ? "true" : "false",
    "data-finding": finding.index,
  },
  h("td", { class: "c-sev" }, h("span", { class: "badge sev-" + finding.severity }, h("i", { class: "dot" }), SEVERITY_LABELS[finding.severity])),
  h("td", { class: "c-rule" }, h("span", { class: "rule-title", text: ruleTitle(finding.rule) }), h("span", { class: "rule-id", text: finding.rule })),
  h("td", { class: "c-loc" }, h("span", { class: "locale-chip", text: localeLabel(finding.locale) })),
  h("td", { class: "c-key mono", title: finding.key }, h("bdi", null, visibleText(cut(finding.key, 160), false))),
  h("td", { class: "c-text" }, highlightedText(finding, { limit: 160 })),
  h("td", { class: "c-where", title: finding.file + ":" + finding.line + ":" + finding.column },
    h("span", { class: "file-name", text: baseName(finding.file) }), h("span", { class: "line-no", text: ":" + finding.line })));
  const toggle = () => {
    if (state.open.has(finding.index)) state.open.delete(finding.index); else state.open.add(finding.index);
    renderRows();
  };
  row.addEventListener("click", (event) => { if (!event.target.closest("a")) toggle(); });
  row.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); toggle(); }
  });
  return row;
}

function baseName(path) {
  const slash = path.lastIndexOf("/");
  return slash >= 0 ? path.slice(slash + 1) : path;
}

let tbody = null;
let pager = null;
let countLine = null;

function renderRows() {
  const start = state.page * PAGE_SIZE;
  const rows = [];
  for (const finding of view.slice(start, start + PAGE_SIZE)) {
    rows.push(findingRow(finding));
    if (state.open.has(finding.index)) {
      rows.push(h("tr", { class: "detail-row" }, h("td", { colspan: "6" }, renderDetail(finding))));
    }
  }
  if (rows.length === 0) {
    rows.push(h("tr", { class: "empty-row" }, h("td", { colspan: "6", text: FINDINGS.length === 0 ? "No findings. Nice work." : "No findings match these filters." })));
  }
  tbody.replaceChildren(...rows);
  requestAnimationFrame(measurePreviews);
}

function renderPager() {
  const pages = Math.max(1, Math.ceil(view.length / PAGE_SIZE));
  const go = (page) => { state.page = Math.min(pages - 1, Math.max(0, page)); state.open.clear(); changed(); };
  const first = view.length === 0 ? 0 : state.page * PAGE_SIZE + 1;
  const last = Math.min(view.length, (state.page + 1) * PAGE_SIZE);
  pager.replaceChildren(
    h("span", { class: "pager-range", text: view.length === 0 ? "" : formatNumber(first) + "–" + formatNumber(last) + " of " + formatNumber(view.length) }),
    h("div", { class: "pager-buttons" },
      h("button", { type: "button", class: "page-btn", disabled: state.page === 0, onclick: () => go(0), "aria-label": "First page" }, "«"),
      h("button", { type: "button", class: "page-btn", disabled: state.page === 0, onclick: () => go(state.page - 1) }, "‹ Previous"),
      h("span", { class: "page-no", text: "Page " + formatNumber(state.page + 1) + " of " + formatNumber(pages) }),
      h("button", { type: "button", class: "page-btn", disabled: state.page >= pages - 1, onclick: () => go(state.page + 1) }, "Next ›"),
      h("button", { type: "button", class: "page-btn", disabled: state.page >= pages - 1, onclick: () => go(pages - 1), "aria-label": "Last page" }, "»")));
}

function renderFindings() {
  tbody = h("tbody");
  pager = h("nav", { class: "pager", "aria-label": "Pages" });
  countLine = h("p", { class: "card-sub" });
  listeners.push(() => {
    countLine.textContent = view.length === FINDINGS.length
      ? plural(FINDINGS.length, "finding") + ". Select one for its preview, rationale and guideline."
      : plural(view.length, "finding") + " of " + formatNumber(FINDINGS.length) + " match.";
    renderRows();
    renderPager();
  });
  return h("section", { class: "card findings", id: "findings" },
    h("div", { class: "card-head" }, h("h2", { text: "Findings" }), countLine),
    renderToolbar(),
    h("div", { class: "table-wrap" }, h("table", { class: "list" },
      h("colgroup", null, ["c-sev", "c-rule", "c-loc", "c-key", "c-text", "c-where"].map((name) => h("col", { class: name }))),
      renderHeader(), tbody)),
    pager);
}
