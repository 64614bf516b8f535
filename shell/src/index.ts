// Only an async boundary: shared singletons (React, router, store…) are negotiated with the
// Module Federation runtime before any of them is evaluated.
import('./bootstrap');
