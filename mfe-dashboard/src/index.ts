// Async boundary: shared singletons (react, router, @forkful/runtime) are negotiated before bootstrap runs.
import('./app/bootstrap');
