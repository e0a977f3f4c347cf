/** The documents page's failure, core-journey §8, word for word (its route's error view). */
export const DOCUMENTS_LOAD_ERROR = 'Unable to load documents. Please try again later'
