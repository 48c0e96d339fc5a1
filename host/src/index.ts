// Async boundary: the federation runtime negotiates shared singletons before the app starts.
void import('./bootstrap');
