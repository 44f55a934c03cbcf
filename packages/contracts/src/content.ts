// Contracts for the content domain: filled in by its module's issue.
export {};
