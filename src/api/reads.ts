/**
 * Every read of the app, in one registry: each cache entry has one `queryOptions` factory, and
 * screens take it from here, beside the client the reads ask through. The factories are written
 * in src/api/queries/, one file per kind (the application, the borrower, documents, reference
 * data, who is signed in, the application being priced), and each file is listed here whole;
 * what differs between screens sharing a read (how often to ask again) is a parameter of its
 * factory. tests/unit/architecture/read-registry.test.ts calls each factory and fails when two
 * name the same cache entry, or when a file of src/api/queries/ is left out of the registry.
 */
export * from './queries/application'
export * from './queries/borrower'
export * from './queries/current-application'
export * from './queries/current-user'
export * from './queries/disbursement'
export * from './queries/documents'
export * from './queries/reference'
export * from './queries/signed-in'
