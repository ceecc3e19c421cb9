import CalculatorCLI
import VIP

await CalculatorCommand<VIPApp>.main()
