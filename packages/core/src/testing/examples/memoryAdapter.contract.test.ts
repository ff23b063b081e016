// The worked example core ships (memoryAdapter.contract.ts) run as it is, so what the README shows passes.
import './memoryAdapter.contract.js'
