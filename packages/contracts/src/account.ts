// Contracts for the account domain: filled in by its module's issue.
export {};
