// The coverage card is rendered in Swift; its bars get their widths here, as the page's policy allows no style
// attributes.
document.querySelectorAll(".cov-fill[data-pct]").forEach(function (fill) {
  var pct = Number(fill.getAttribute("data-pct"));
  fill.style.width = (isFinite(pct) ? Math.max(0, Math.min(100, pct)) : 0) + "%";
});
