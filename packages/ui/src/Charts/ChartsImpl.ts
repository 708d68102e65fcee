// The chart code, loaded on demand by ./lazy (one chunk for every chart).
export { BarChart } from './BarChart';
export { LineChart } from './LineChart';
export { DonutChart } from './DonutChart';
