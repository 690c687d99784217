// Async boundary: shared singletons (react, router, contracts) are negotiated before bootstrap runs.
import('./app/bootstrap');
