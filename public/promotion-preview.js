// The admin's promotion preview (src/features/promotions/components/sandboxed-frame.tsx): the
// editor loads this page in a sandboxed frame and posts the promotion's document to it, which
// replaces this page. It is served under the promotion policy (docs/security.md "Security
// headers"), so the promotion's own scripts run here, in an opaque origin, while the admin app
// around it keeps its strict policy. Only works sandboxed (origin "null"), and only for its parent.
(function () {
  if (window.origin !== 'null' || window.parent === window) return;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.type !== 'promotion-preview') return;
    if (typeof data.document !== 'string') return;
    // Writing the document erases this listener too: each new version gets a fresh frame.
    document.open();
    document.write(data.document);
    document.close();
  });
})();
