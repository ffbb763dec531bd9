// Parameters a demo station measures, with limits from ../shared/reference/vn-limits.json:
// wastewater against QCVN 40:2011/BTNMT column B with Kq = 0.9, Kf = 1.0 (Cmax = C × Kq × Kf,
// coefficients not applied to temperature, colour and pH); stack emissions against
// QCVN 19:2009/BTNMT column B with Kp = 1.0, Kv = 1.0. `base` is the typical reading the
// simulator draws around, as a share of the limit where there is one.

export interface ParameterTemplate {
  code: string;
  name: string;
  unit: string;
  limitMin: number | null;
  limitMax: number | null;
  feeEnabled: boolean;
  /** Typical value and relative daily swing and noise, for the simulator. */
  base: number;
  swing: number;
  noise: number;
  /** Pollutants that spike during the demo's exceedance episodes. */
  spikes: boolean;
}

const KQ = 0.9;
const KF = 1.0;

export const WATER_STANDARD = 'QCVN 40:2011/BTNMT cột B (Kq = 0,9; Kf = 1,0)';
export const AIR_STANDARD = 'QCVN 19:2009/BTNMT cột B (Kp = 1,0; Kv = 1,0)';

export const WATER_PARAMETERS: ParameterTemplate[] = [
  {
    code: 'Flow',
    name: 'Lưu lượng',
    unit: 'm³/h',
    limitMin: null,
    limitMax: null,
    feeEnabled: true,
    base: 42,
    swing: 0.35,
    noise: 0.05,
    spikes: false,
  },
  {
    code: 'Temp',
    name: 'Nhiệt độ',
    unit: '°C',
    limitMin: null,
    limitMax: 40,
    feeEnabled: false,
    base: 31,
    swing: 0.06,
    noise: 0.02,
    spikes: false,
  },
  {
    code: 'pH',
    name: 'pH',
    unit: '',
    limitMin: 5.5,
    limitMax: 9,
    feeEnabled: false,
    base: 7.2,
    swing: 0.04,
    noise: 0.02,
    spikes: false,
  },
  {
    code: 'TSS',
    name: 'Tổng chất rắn lơ lửng',
    unit: 'mg/L',
    limitMin: null,
    limitMax: 100 * KQ * KF,
    feeEnabled: true,
    base: 52,
    swing: 0.2,
    noise: 0.08,
    spikes: true,
  },
  {
    code: 'COD',
    name: 'Nhu cầu oxy hóa học',
    unit: 'mg/L',
    limitMin: null,
    limitMax: 150 * KQ * KF,
    feeEnabled: true,
    base: 88,
    swing: 0.18,
    noise: 0.07,
    spikes: true,
  },
  {
    code: 'NH4',
    name: 'Amoni (tính theo N)',
    unit: 'mg/L',
    limitMin: null,
    limitMax: 10 * KQ * KF,
    feeEnabled: false,
    base: 5.1,
    swing: 0.2,
    noise: 0.08,
    spikes: true,
  },
  {
    code: 'Color',
    name: 'Độ màu',
    unit: 'Pt-Co',
    limitMin: null,
    limitMax: 150,
    feeEnabled: false,
    base: 70,
    swing: 0.15,
    noise: 0.06,
    spikes: false,
  },
];

export const AIR_PARAMETERS: ParameterTemplate[] = [
  {
    code: 'Flow',
    name: 'Lưu lượng khí thải',
    unit: 'm³/h',
    limitMin: null,
    limitMax: null,
    feeEnabled: true,
    base: 18500,
    swing: 0.25,
    noise: 0.04,
    spikes: false,
  },
  {
    code: 'Temp',
    name: 'Nhiệt độ khí thải',
    unit: '°C',
    limitMin: null,
    limitMax: null,
    feeEnabled: false,
    base: 138,
    swing: 0.08,
    noise: 0.02,
    spikes: false,
  },
  {
    code: 'O2',
    name: 'Oxy dư',
    unit: '%',
    limitMin: null,
    limitMax: null,
    feeEnabled: false,
    base: 9.5,
    swing: 0.1,
    noise: 0.03,
    spikes: false,
  },
  {
    code: 'PM',
    name: 'Bụi tổng',
    unit: 'mg/Nm³',
    limitMin: null,
    limitMax: 200,
    feeEnabled: true,
    base: 96,
    swing: 0.25,
    noise: 0.08,
    spikes: true,
  },
  {
    code: 'SO2',
    name: 'Lưu huỳnh đioxit',
    unit: 'mg/Nm³',
    limitMin: null,
    limitMax: 500,
    feeEnabled: true,
    base: 260,
    swing: 0.2,
    noise: 0.07,
    spikes: true,
  },
  {
    code: 'NOx',
    name: 'Nitơ oxit (tính theo NO₂)',
    unit: 'mg/Nm³',
    limitMin: null,
    limitMax: 850,
    feeEnabled: true,
    base: 430,
    swing: 0.18,
    noise: 0.06,
    spikes: true,
  },
  {
    code: 'CO',
    name: 'Cacbon monoxit',
    unit: 'mg/Nm³',
    limitMin: null,
    limitMax: 1000,
    feeEnabled: true,
    base: 380,
    swing: 0.22,
    noise: 0.08,
    spikes: false,
  },
];
