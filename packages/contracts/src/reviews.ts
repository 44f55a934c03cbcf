// Contracts for the reviews domain: filled in by its module's issue.
export {};
