/** Tables of training and publicity: activities and registrations (seeds 000 §2 propaganda). */
export {};
