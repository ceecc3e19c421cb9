import CalculatorCLI
import VIPER

await CalculatorCommand<VIPERApp>.main()
