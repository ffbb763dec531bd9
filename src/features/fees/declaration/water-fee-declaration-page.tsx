// /water-fee-declaration: the wastewater fee return (Decree 53/2020 Mẫu số 02, Decree 346/2025).
import { FeeDeclarationScreen } from './fee-declaration-screen';

export const WaterFeeDeclarationPage = () => <FeeDeclarationScreen instrument="water" />;
