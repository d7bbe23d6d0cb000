/**
 * The header a terminal sends its print location in (its local setting, doc 1 §9): the server prints there what it
 * starts for the request (issue 31 §4). Zod-free: the web's api client reads it in the first load.
 */
export const PRINT_LOCATION_HEADER = 'X-Brasa-Local-Impressao';
