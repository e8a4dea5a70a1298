// Public survey pages; the router reaches them through ./routes (lazy), nothing else is shared.
export {};
