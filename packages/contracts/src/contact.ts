// Contracts for the contact domain: filled in by its module's issue.
export {};
