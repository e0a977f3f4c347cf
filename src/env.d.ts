/// <reference types="vite/client" />

/** True in development, demo and test modes, where the simulated backend runs. */
declare const __SIMULATION__: boolean
